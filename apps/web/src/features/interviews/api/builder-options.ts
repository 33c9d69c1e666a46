import { useQuery } from "@tanstack/react-query";
import { categoriesQueryOptions } from "../../content-library/api/categories";
import {
  CUSTOM_SETS_PAGE_SIZE,
  type CustomSet,
  customSetsQueryOptions,
} from "../../content-library/api/custom-sets";
import {
  QUESTIONS_PAGE_SIZE,
  type Question,
  questionsQueryOptions,
} from "../../content-library/api/questions";
import {
  type Scorecard,
  scorecardsQueryOptions,
  templatesQueryOptions,
} from "../../scorecards/api/scorecards";

/*
 * What the interview builder picks from, read through the content-library and scorecards
 * features' own queries (one cache: a question or scorecard changed there shows here).
 */

export type { Category } from "../../content-library/api/categories";
export type LibraryQuestion = Question;
export type { CustomSet, Scorecard };

export { categoriesQueryOptions };

export type LibraryQuestionsParams = { q: string; categoryId: string | null; page: number };

/** Candor's library and the organization's questions, searched and filtered. */
export function libraryQuestionsQueryOptions({ q, categoryId, page }: LibraryQuestionsParams) {
  return questionsQueryOptions({ q, categoryId, source: "all", page, limit: QUESTIONS_PAGE_SIZE });
}

/** The organization's custom sets, with their questions in order. */
export function builderCustomSetsQueryOptions({ q, page }: { q: string; page: number }) {
  return customSetsQueryOptions({ q, page, limit: CUSTOM_SETS_PAGE_SIZE });
}

/** Scorecards listed at once for the picker: the organization's first 100. */
const OWN_SCORECARDS = { q: "", page: 1, limit: 100 };

export type ScorecardChoices = {
  data: { templates: Scorecard[]; own: Scorecard[] } | undefined;
  isPending: boolean;
  isError: boolean;
};

/**
 * The scorecards an interview may use: the organization's own (its templates among them) and
 * Candor's templates, each listed once.
 */
export function useScorecardChoices(): ScorecardChoices {
  const templates = useQuery(templatesQueryOptions);
  const own = useQuery(scorecardsQueryOptions(OWN_SCORECARDS));
  const ownList = own.data?.records ?? [];
  const ownIds = new Set(ownList.map((scorecard) => scorecard.id));
  return {
    data:
      templates.data && own.data
        ? {
            own: ownList,
            templates: templates.data.filter((scorecard) => !ownIds.has(scorecard.id)),
          }
        : undefined,
    isPending: templates.isPending || own.isPending,
    isError: templates.isError || own.isError,
  };
}
