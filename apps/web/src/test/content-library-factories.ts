import type {
  CategoryAttributes,
  CustomSetAttributes,
  PrerecordedQuestionAttributes,
} from "@candor/shared/schemas/content-library";
import type { ScorecardAttributes } from "@candor/shared/schemas/scorecards";

/** Wire-form (snake_case JSON:API) library records and lists for stubbing the calls. */

const CREATED = "2026-03-01T10:00:00.000Z";

export function categoryResource(id: string, overrides: Partial<CategoryAttributes> = {}) {
  return {
    id,
    type: "category" as const,
    attributes: {
      name: `Category ${id}`,
      is_library: false,
      questions_count: 0,
      created_at: CREATED,
      updated_at: CREATED,
      ...overrides,
    } satisfies CategoryAttributes,
  };
}

export function questionResource(
  id: string,
  overrides: Partial<PrerecordedQuestionAttributes> = {},
) {
  return {
    id,
    type: "prerecorded_question" as const,
    attributes: {
      text: `Question ${id}?`,
      category: null,
      answer_time_seconds: 120,
      video: null,
      is_library: false,
      created_at: CREATED,
      updated_at: CREATED,
      ...overrides,
    } satisfies PrerecordedQuestionAttributes,
  };
}

export function customSetResource(id: string, overrides: Partial<CustomSetAttributes> = {}) {
  const questions = overrides.questions ?? [];
  return {
    id,
    type: "custom_set" as const,
    attributes: {
      name: `Set ${id}`,
      questions,
      questions_count: questions.length,
      created_at: CREATED,
      updated_at: CREATED,
      ...overrides,
    } satisfies CustomSetAttributes,
  };
}

/** A question as a custom set lists it. */
export function setQuestion(id: string, text = `Question ${id}?`, isLibrary = false) {
  return {
    id,
    text,
    category: null,
    answer_time_seconds: 120,
    has_video: false,
    is_library: isLibrary,
  };
}

export function scorecardResource(id: string, overrides: Partial<ScorecardAttributes> = {}) {
  return {
    id,
    type: "scorecard" as const,
    attributes: {
      name: `Scorecard ${id}`,
      is_template: false,
      is_library: false,
      criteria: [
        { id: `${id}-c1`, name: "Communication", description: "Speaks clearly.", rating_scale: 5 },
      ],
      positions: [],
      prerecorded_interviews: [],
      created_at: CREATED,
      updated_at: CREATED,
      ...overrides,
    } satisfies ScorecardAttributes,
  };
}

/** A page of a list with `meta.pagy`. */
export function listPage<T>(
  data: T[],
  {
    page = 1,
    limit = 20,
    count = data.length,
    nextCursor,
    countCapped,
  }: {
    page?: number;
    limit?: number;
    count?: number;
    nextCursor?: string;
    countCapped?: boolean;
  } = {},
) {
  const pages = Math.max(1, Math.ceil(count / limit));
  const from = count === 0 ? 0 : (page - 1) * limit + 1;
  return Response.json({
    data,
    meta: {
      pagy: {
        page,
        limit,
        count,
        pages,
        prev: page > 1 ? page - 1 : null,
        next: page < pages ? page + 1 : null,
        from,
        to: count === 0 ? 0 : Math.min(page * limit, count),
      },
      ...(nextCursor === undefined ? {} : { next_cursor: nextCursor }),
      ...(countCapped === undefined ? {} : { count_capped: countCapped }),
    },
  });
}
