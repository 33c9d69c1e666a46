import type {
  CategoryAttributes,
  CustomSetAttributes,
  PrerecordedQuestionAttributes,
} from "@candor/shared/schemas/content-library";
import type { ScorecardAttributes } from "@candor/shared/schemas/scorecards";
import type { UseQueryResult } from "@tanstack/react-query";
import type { DeserializedList, JsonApiRecord } from "../../../lib/jsonapi";

/*
 * What the interview builder picks from: questions, categories and custom sets of the content
 * library, and scorecards. Those belong to other features, so the builder does not import them:
 * the route that shows the builder hands it these hooks (app/routes/hire/
 * interview-builder-sources.ts), built on those features' own queries (one cache: a question or
 * scorecard changed there shows here).
 */

export type Category = JsonApiRecord<CategoryAttributes>;
export type LibraryQuestion = JsonApiRecord<PrerecordedQuestionAttributes>;
export type CustomSet = JsonApiRecord<CustomSetAttributes>;
export type Scorecard = JsonApiRecord<ScorecardAttributes>;

/** A page of the library: its number, and where it starts (the page before's `next_cursor`). */
export type LibraryQuestionsParams = {
  q: string;
  categoryId: string | null;
  page: number;
  cursor?: string;
};

export type ScorecardChoices = {
  data: { templates: Scorecard[]; own: Scorecard[] } | undefined;
  isPending: boolean;
  isError: boolean;
};

export type BuilderSources = {
  /** Candor's and the organization's categories, read while `enabled`. */
  useCategories: (enabled: boolean) => UseQueryResult<Category[]>;
  /** Candor's library and the organization's questions, searched and filtered, a page. */
  useLibraryQuestions: (
    params: LibraryQuestionsParams,
    enabled: boolean,
  ) => UseQueryResult<DeserializedList<LibraryQuestion> & { page: number }>;
  /** The organization's custom sets, with their questions in order, a page. */
  useCustomSets: (
    params: { q: string; page: number },
    enabled: boolean,
  ) => UseQueryResult<DeserializedList<CustomSet>>;
  /** The scorecards an interview may use: the organization's own and Candor's templates. */
  useScorecardChoices: () => ScorecardChoices;
};
