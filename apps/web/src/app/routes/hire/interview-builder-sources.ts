import { useQuery } from "@tanstack/react-query";
import { categoriesQueryOptions } from "../../../features/content-library/api/categories";
import {
  CUSTOM_SETS_PAGE_SIZE,
  customSetsQueryOptions,
} from "../../../features/content-library/api/custom-sets";
import {
  QUESTIONS_PAGE_SIZE,
  questionsQueryOptions,
} from "../../../features/content-library/api/questions";
import type {
  BuilderSources,
  LibraryQuestionsParams,
  ScorecardChoices,
} from "../../../features/interviews/lib/builder-sources";
import {
  scorecardsQueryOptions,
  templatesQueryOptions,
} from "../../../features/scorecards/api/scorecards";

/*
 * The interview builder's sources (features/interviews/lib/builder-sources.ts), read through the
 * content-library and scorecards features' own queries: the route composes the three features,
 * so none of them imports another.
 */

function useCategories(enabled: boolean) {
  return useQuery({ ...categoriesQueryOptions, enabled });
}

function useLibraryQuestions(
  { q, categoryId, page, cursor }: LibraryQuestionsParams,
  enabled: boolean,
) {
  return useQuery({
    ...questionsQueryOptions({
      q,
      categoryId,
      source: "all",
      page,
      cursor,
      limit: QUESTIONS_PAGE_SIZE,
    }),
    enabled,
  });
}

function useCustomSets({ q, page }: { q: string; page: number }, enabled: boolean) {
  return useQuery({
    ...customSetsQueryOptions({ q, page, limit: CUSTOM_SETS_PAGE_SIZE }),
    enabled,
  });
}

/** Scorecards listed at once for the picker: the organization's first 100. */
const OWN_SCORECARDS = { q: "", page: 1, limit: 100 };

/**
 * The scorecards an interview may use: the organization's own (its templates among them) and
 * Candor's templates, each listed once.
 */
function useScorecardChoices(): ScorecardChoices {
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

export const interviewBuilderSources: BuilderSources = {
  useCategories,
  useLibraryQuestions,
  useCustomSets,
  useScorecardChoices,
};
