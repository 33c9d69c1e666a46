import type { PositionAttributes } from "@candor/shared/schemas/positions";

/** Wire-form (snake_case JSON:API) positions and lists for stubbing the positions calls. */

export function positionResource(
  id: string,
  overrides: Partial<PositionAttributes> = {},
): { id: string; type: "position"; attributes: PositionAttributes } {
  return {
    id,
    type: "position",
    attributes: {
      title: `Position ${id}`,
      description: "",
      department: null,
      location_type: null,
      location: null,
      employment_type: null,
      industry: null,
      status: "draft",
      is_public: false,
      scorecard_id: null,
      owner: { id: "1", first_name: "Ada", last_name: "Lovelace", email: "ada@acme.test" },
      hiring_team: [],
      opened_at: null,
      closed_at: null,
      created_at: "2026-03-01T10:00:00.000Z",
      updated_at: "2026-03-01T10:00:00.000Z",
      candidates_count: 0,
      candidates_count_by_stage: {
        invited: 0,
        in_progress: 0,
        completed: 0,
        shortlisted: 0,
        hired: 0,
        rejected: 0,
      },
      pipeline: [
        { key: "applied", name: "Applied", count: 0 },
        { key: "one_way_interview", name: "One-way interview", count: 0 },
        { key: "hired", name: "Hired", count: 0 },
      ],
      ...overrides,
    },
  };
}

export function positionsPage(
  positions: ReturnType<typeof positionResource>[],
  {
    page = 1,
    limit = 20,
    count = positions.length,
    countByStatus = { draft: 0, open: 0, closed: 0 },
  }: {
    page?: number;
    limit?: number;
    count?: number;
    countByStatus?: { draft: number; open: number; closed: number };
  } = {},
) {
  const pages = Math.max(1, Math.ceil(count / limit));
  return Response.json({
    data: positions,
    meta: {
      pagy: {
        page,
        limit,
        count,
        pages,
        prev: page > 1 ? page - 1 : null,
        next: page < pages ? page + 1 : null,
        from: positions.length ? (page - 1) * limit + 1 : 0,
        to: positions.length ? (page - 1) * limit + positions.length : 0,
      },
      count_by_status: countByStatus,
    },
  });
}
