import { z } from "zod";
import type { Permission } from "../permissions";
import {
  CategoryDocumentSchema,
  CategoryInputSchema,
  CategoryListDocumentSchema,
  CreateCustomSetInputSchema,
  CreatePrerecordedQuestionInputSchema,
  CustomSetDocumentSchema,
  CustomSetListDocumentSchema,
  ListCustomSetsQuerySchema,
  ListPrerecordedQuestionsQuerySchema,
  PrerecordedQuestionDocumentSchema,
  PrerecordedQuestionListDocumentSchema,
  UpdateCustomSetInputSchema,
  UpdatePrerecordedQuestionInputSchema,
} from "../schemas/content-library";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["content-library"] as const;
/** The content library is built by admins and HR managers (SPEC §6 Content, decision 0009). */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const LibraryParamsSchema = z.object({ id: z.string().max(100) });

/**
 * Question categories (Candor's, read-only, and the organization's), pre-recorded questions and
 * custom sets (issue 6).
 */
export const contentLibraryEndpoints = {
  listCategories: defineEndpoint({
    operationId: "listCategories",
    method: "GET",
    path: "/categories",
    tags,
    summary:
      "Question categories: Candor's and the organization's, by name, with the questions the organization sees in each",
    access: "member",
    permissions: MANAGERS,
    responses: { 200: CategoryListDocumentSchema },
  }),
  createCategory: defineEndpoint({
    operationId: "createCategory",
    method: "POST",
    path: "/categories",
    tags,
    summary:
      "Create a category; a name the organization already sees (any case, Candor's included) is 422 taken",
    access: "member",
    permissions: MANAGERS,
    body: CategoryInputSchema,
    responses: { 201: CategoryDocumentSchema },
  }),
  updateCategory: defineEndpoint({
    operationId: "updateCategory",
    method: "PUT",
    path: "/categories/:id",
    tags,
    summary: "Rename one of the organization's categories (Candor's answer 404)",
    access: "member",
    permissions: MANAGERS,
    params: LibraryParamsSchema,
    body: CategoryInputSchema,
    responses: { 200: CategoryDocumentSchema },
  }),
  deleteCategory: defineEndpoint({
    operationId: "deleteCategory",
    method: "DELETE",
    path: "/categories/:id",
    tags,
    summary: "Delete one of the organization's categories; its questions stay, without a category",
    access: "member",
    permissions: MANAGERS,
    params: LibraryParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),

  listPrerecordedQuestions: defineEndpoint({
    operationId: "listPrerecordedQuestions",
    method: "GET",
    path: "/prerecorded_questions",
    tags,
    summary:
      "Questions: search `q` in the text, one `category_id`, `source` all|library|own, a page; the organization's own first",
    access: "member",
    permissions: MANAGERS,
    query: ListPrerecordedQuestionsQuerySchema,
    responses: { 200: PrerecordedQuestionListDocumentSchema },
  }),
  createPrerecordedQuestion: defineEndpoint({
    operationId: "createPrerecordedQuestion",
    method: "POST",
    path: "/prerecorded_questions",
    tags,
    summary:
      "Create a question: text, an optional category (the organization's or Candor's), a suggested answer time, a prompt video by `video_upload_id` (a finished tus upload of purpose question_video; 422 upload_* otherwise)",
    access: "member",
    permissions: MANAGERS,
    body: CreatePrerecordedQuestionInputSchema,
    responses: { 201: PrerecordedQuestionDocumentSchema },
  }),
  getPrerecordedQuestion: defineEndpoint({
    operationId: "getPrerecordedQuestion",
    method: "GET",
    path: "/prerecorded_questions/:id",
    tags,
    summary: "A question of the organization or of Candor's library",
    access: "member",
    permissions: MANAGERS,
    params: LibraryParamsSchema,
    responses: { 200: PrerecordedQuestionDocumentSchema },
  }),
  updatePrerecordedQuestion: defineEndpoint({
    operationId: "updatePrerecordedQuestion",
    method: "PUT",
    path: "/prerecorded_questions/:id",
    tags,
    summary:
      "Change one of the organization's questions (Candor's answer 404): `video_upload_id` replaces the prompt video, null removes it; interviews keep the copy they took",
    access: "member",
    permissions: MANAGERS,
    params: LibraryParamsSchema,
    body: UpdatePrerecordedQuestionInputSchema,
    responses: { 200: PrerecordedQuestionDocumentSchema },
  }),
  deletePrerecordedQuestion: defineEndpoint({
    operationId: "deletePrerecordedQuestion",
    method: "DELETE",
    path: "/prerecorded_questions/:id",
    tags,
    summary:
      "Delete one of the organization's questions; it leaves its custom sets, interviews keep their copy",
    access: "member",
    permissions: MANAGERS,
    params: LibraryParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),

  listCustomSets: defineEndpoint({
    operationId: "listCustomSets",
    method: "GET",
    path: "/custom_sets",
    tags,
    summary: "Custom sets, newest first, with their questions in order: search `q`, a page",
    access: "member",
    permissions: MANAGERS,
    query: ListCustomSetsQuerySchema,
    responses: { 200: CustomSetListDocumentSchema },
  }),
  createCustomSet: defineEndpoint({
    operationId: "createCustomSet",
    method: "POST",
    path: "/custom_sets",
    tags,
    summary:
      "Create a custom set: a name and `question_ids` in order, each the organization's or Candor's (else 422 invalid)",
    access: "member",
    permissions: MANAGERS,
    body: CreateCustomSetInputSchema,
    responses: { 201: CustomSetDocumentSchema },
  }),
  getCustomSet: defineEndpoint({
    operationId: "getCustomSet",
    method: "GET",
    path: "/custom_sets/:id",
    tags,
    summary: "A custom set with its questions in order",
    access: "member",
    permissions: MANAGERS,
    params: LibraryParamsSchema,
    responses: { 200: CustomSetDocumentSchema },
  }),
  updateCustomSet: defineEndpoint({
    operationId: "updateCustomSet",
    method: "PUT",
    path: "/custom_sets/:id",
    tags,
    summary: "Rename a custom set, or replace its questions with `question_ids` in order",
    access: "member",
    permissions: MANAGERS,
    params: LibraryParamsSchema,
    body: UpdateCustomSetInputSchema,
    responses: { 200: CustomSetDocumentSchema },
  }),
  deleteCustomSet: defineEndpoint({
    operationId: "deleteCustomSet",
    method: "DELETE",
    path: "/custom_sets/:id",
    tags,
    summary: "Delete a custom set (its questions stay in the library)",
    access: "member",
    permissions: MANAGERS,
    params: LibraryParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
} as const;
