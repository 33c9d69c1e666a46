import type {
  CategoryAttributes,
  CustomSetAttributes,
  CustomSetQuestion,
  PrerecordedQuestionAttributes,
} from "@candor/shared/schemas/content-library";
import { resource } from "../../lib/jsonapi";
import type { CustomSetRow } from "./custom-sets.queries";
import type { QuestionRow } from "./prerecorded-questions.queries";
import type { CategoryRow } from "./question-categories.queries";

export function serializeCategory(row: CategoryRow) {
  const attributes: CategoryAttributes = {
    name: row.name,
    is_library: row.organizationId === null,
    questions_count: row.questionsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return resource("category", row.id, attributes);
}

function categoryRef(row: QuestionRow) {
  return row.categoryId && row.categoryName !== null
    ? { id: row.categoryId, name: row.categoryName }
    : null;
}

/** `videoUrl`: the prompt video's signed URL, when the question has one; `captionsUrl` its captions'. */
export function serializeQuestion(
  row: QuestionRow,
  videoUrl: string | null,
  captionsUrl: string | null,
) {
  const attributes: PrerecordedQuestionAttributes = {
    text: row.text,
    category: categoryRef(row),
    answer_time_seconds: row.answerTimeSeconds,
    video:
      videoUrl && row.videoContentType
        ? { url: videoUrl, content_type: row.videoContentType, captions_url: captionsUrl }
        : null,
    is_library: row.organizationId === null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return resource("prerecorded_question", row.id, attributes);
}

function serializeSetQuestion(row: QuestionRow): CustomSetQuestion {
  return {
    id: row.id,
    text: row.text,
    category: categoryRef(row),
    answer_time_seconds: row.answerTimeSeconds,
    has_video: row.videoKey !== null,
    is_library: row.organizationId === null,
  };
}

export function serializeCustomSet(row: CustomSetRow, questions: QuestionRow[]) {
  const attributes: CustomSetAttributes = {
    name: row.name,
    questions: questions.map(serializeSetQuestion),
    questions_count: questions.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return resource("custom_set", row.id, attributes);
}
