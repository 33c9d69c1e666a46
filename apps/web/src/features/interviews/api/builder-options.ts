import type {
  CategoryAttributes,
  CustomSetAttributes,
  PrerecordedQuestionAttributes,
} from "@candor/shared/schemas/content-library";
import type { ScorecardAttributes } from "@candor/shared/schemas/scorecards";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { deserializeList, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";

/*
 * What the interview builder picks from: the content library's questions, categories and custom
 * sets, and the scorecards. Read-only and minimal: the content-library and scorecards features
 * own these resources (their pages create and edit them); when they publish query options of
 * their own, these reads can move to them.
 */

export type LibraryQuestion = JsonApiRecord<PrerecordedQuestionAttributes>;
export type Category = JsonApiRecord<CategoryAttributes>;
export type CustomSet = JsonApiRecord<CustomSetAttributes>;
export type Scorecard = JsonApiRecord<ScorecardAttributes>;

const builderOptionsKey = ["interview-builder-options"] as const;

export type LibraryQuestionsParams = { q: string; categoryId: string | null; page: number };

/** `GET /v1/prerecorded_questions?q=&category_id=&source=all&page=`: Candor's and the organization's. */
export function libraryQuestionsQueryOptions(params: LibraryQuestionsParams) {
  return queryOptions({
    queryKey: [...builderOptionsKey, "questions", params],
    queryFn: async () =>
      deserializeList<PrerecordedQuestionAttributes>(
        await http.get<JsonApiDocument>("/prerecorded_questions", {
          query: {
            q: params.q.trim() || undefined,
            category_id: params.categoryId ?? undefined,
            source: "all",
            page: params.page,
            limit: 20,
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /v1/categories`: every category, by name (the filter's options). */
export const categoriesQueryOptions = queryOptions({
  queryKey: [...builderOptionsKey, "categories"],
  queryFn: async () =>
    deserializeList<CategoryAttributes>(await http.get<JsonApiDocument>("/categories")).records,
});

/** `GET /v1/custom_sets?q=&page=`: the organization's sets with their questions in order. */
export function customSetsQueryOptions(params: { q: string; page: number }) {
  return queryOptions({
    queryKey: [...builderOptionsKey, "custom-sets", params],
    queryFn: async () =>
      deserializeList<CustomSetAttributes>(
        await http.get<JsonApiDocument>("/custom_sets", {
          query: { q: params.q.trim() || undefined, page: params.page, limit: 20 },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export type ScorecardChoices = { templates: Scorecard[]; own: Scorecard[] };

/**
 * The scorecards an interview may use: Candor's templates and the organization's own (its
 * templates among them), from `GET /v1/scorecards/templates` and `GET /v1/scorecards`.
 */
export const scorecardChoicesQueryOptions = queryOptions({
  queryKey: [...builderOptionsKey, "scorecards"],
  queryFn: async (): Promise<ScorecardChoices> => {
    const [templates, own] = await Promise.all([
      http.get<JsonApiDocument>("/scorecards/templates"),
      http.get<JsonApiDocument>("/scorecards", { query: { page: 1, limit: 100 } }),
    ]);
    const ownList = deserializeList<ScorecardAttributes>(own).records;
    const ownIds = new Set(ownList.map((scorecard) => scorecard.id));
    return {
      // The organization's templates are among its own scorecards: listed once, there.
      templates: deserializeList<ScorecardAttributes>(templates).records.filter(
        (scorecard) => !ownIds.has(scorecard.id),
      ),
      own: ownList,
    };
  },
});
