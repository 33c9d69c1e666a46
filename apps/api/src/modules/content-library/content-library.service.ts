import type {
  CategoryInput,
  CreateCustomSetInput,
  CreatePrerecordedQuestionInput,
  ListCustomSetsQuery,
  ListPrerecordedQuestionsQuery,
  UpdateCustomSetInput,
  UpdatePrerecordedQuestionInput,
} from "@candor/shared/schemas/content-library";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { pageOffset } from "../../lib/jsonapi";
import type { FileStorage } from "../../lib/storage/storage";
import type { MemberScope } from "../../plugins/auth";
import type { UploadsService } from "../uploads/uploads.service";
import type { LibraryScope } from "./content-library.queries";
import {
  serializeCategory,
  serializeCustomSet,
  serializeQuestion,
} from "./content-library.serializer";
import {
  countCustomSets,
  customSetQuestionRows,
  deleteCustomSet,
  findCustomSet,
  insertCustomSet,
  listCustomSets,
  setCustomSetQuestions,
  updateCustomSet,
} from "./custom-sets.queries";
import {
  decodeLibraryCursor,
  deleteQuestion,
  findVisibleQuestion,
  findVisibleQuestionIds,
  insertQuestion,
  listQuestions,
  lockOwnQuestion,
  type QuestionRow,
  type QuestionValues,
  updateQuestion,
} from "./prerecorded-questions.queries";
import {
  categoryNameTaken,
  deleteCategory,
  findVisibleCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from "./question-categories.queries";

export type ContentLibraryServiceDeps = {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  /** A question's prompt video is a finished upload, taken once. */
  uploads: Pick<UploadsService, "claimCompleted">;
};

/** How long a prompt video's URL serves it (the local store rounds up to a day boundary). */
const VIDEO_URL_LIFETIME_SECONDS = 60 * 60;

const CATEGORY_NAME_KEY = "question_categories_organization_id_name_key";

/** Categories, questions and custom sets of the caller's library and Candor's (decision 0009). */
export function createContentLibraryService({
  db,
  clock,
  storage,
  uploads,
}: ContentLibraryServiceDeps) {
  // ---- Categories ----

  async function getCategory(scope: LibraryScope, categoryId: string) {
    const [row] = await listCategories(db, { ...scope, categoryId });
    if (!row) throw AppError.notFound();
    return serializeCategory(row);
  }

  /** Names are unique among the categories the organization sees, Candor's included. */
  async function assertNameFree(
    tx: Database,
    scope: LibraryScope,
    name: string,
    exceptId?: string,
  ) {
    if (await categoryNameTaken(tx, { ...scope, name, exceptId })) {
      throw AppError.fields({ name: ["taken"] });
    }
  }

  /** A unique-index violation means another request took the name meanwhile. */
  async function withNameRace<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, CATEGORY_NAME_KEY)) throw AppError.fields({ name: ["taken"] });
      throw error;
    }
  }

  const categories = {
    async list(scope: LibraryScope) {
      return (await listCategories(db, scope)).map(serializeCategory);
    },

    async create(scope: LibraryScope, input: CategoryInput) {
      const row = await withNameRace(() =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, scope, input.name);
          return insertCategory(tx, { ...scope, name: input.name, now: clock() });
        }),
      );
      return getCategory(scope, row.id);
    },

    async update(scope: LibraryScope, categoryId: string, input: CategoryInput) {
      await withNameRace(() =>
        db.transaction(async (tx) => {
          const updated = await updateCategory(tx, {
            ...scope,
            categoryId,
            name: input.name,
            now: clock(),
          });
          if (!updated) throw AppError.notFound();
          await assertNameFree(tx, scope, input.name, categoryId);
        }),
      );
      return getCategory(scope, categoryId);
    },

    async remove(scope: LibraryScope, categoryId: string) {
      if (!(await deleteCategory(db, { ...scope, categoryId }))) throw AppError.notFound();
    },
  };

  // ---- Questions ----

  const signed = (key: string | null) =>
    key ? storage.signedUrl(key, { expiresInSeconds: VIDEO_URL_LIFETIME_SECONDS }) : null;

  async function presentQuestion(row: QuestionRow) {
    const url = await signed(row.videoKey);
    const captionsUrl = row.videoKey ? await signed(row.videoCaptionsKey) : null;
    return serializeQuestion(row, url, captionsUrl);
  }

  async function getQuestion(scope: LibraryScope, questionId: string) {
    const row = await findVisibleQuestion(db, { ...scope, questionId });
    if (!row) throw AppError.notFound();
    return presentQuestion(row);
  }

  /** A category the organization sees, or 422 `invalid` on `category_id`. */
  async function resolveCategory(tx: Database, scope: LibraryScope, categoryId: string | null) {
    if (categoryId === null) return null;
    if (!(await findVisibleCategory(tx, { ...scope, categoryId }))) {
      throw AppError.fields({ category_id: ["invalid"] });
    }
    return categoryId;
  }

  /**
   * The prompt video of a finished `question_video` upload the caller made, attached once (422
   * `upload_not_found`, `upload_incomplete`, `upload_already_attached`, `upload_purpose_mismatch`).
   */
  async function claimVideo(tx: Database, scope: MemberScope, uploadId: string) {
    const claimed = await uploads.claimCompleted(tx, {
      uploadId,
      userId: scope.userId,
      organizationId: scope.organizationId,
      purpose: "question_video",
      now: clock(),
    });
    return { videoKey: claimed.storageKey, videoContentType: claimed.contentType };
  }

  /** The prompt video's WebVTT captions: a finished `captions` upload of the caller's, once. */
  async function claimCaptions(tx: Database, scope: MemberScope, uploadId: string) {
    const claimed = await uploads.claimCompleted(tx, {
      uploadId,
      userId: scope.userId,
      organizationId: scope.organizationId,
      purpose: "captions",
      now: clock(),
    });
    return claimed.storageKey;
  }

  const questions = {
    get: getQuestion,

    async list(scope: LibraryScope, query: ListPrerecordedQuestionsQuery) {
      const filter = {
        ...scope,
        q: query.q || undefined,
        categoryId: query.category_id,
        source: query.source,
      };
      const cursor = query.cursor ? decodeLibraryCursor(query.cursor) : undefined;
      const { rows, count, countCapped, nextCursor } = await listQuestions(db, {
        ...filter,
        limit: query.limit,
        offset: pageOffset(query),
        cursor,
      });
      return { data: await Promise.all(rows.map(presentQuestion)), count, countCapped, nextCursor };
    },

    async create(scope: MemberScope, input: CreatePrerecordedQuestionInput) {
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const categoryId = await resolveCategory(tx, scope, input.category_id ?? null);
        const video = input.video_upload_id
          ? await claimVideo(tx, scope, input.video_upload_id)
          : {};
        if (input.captions_upload_id && !input.video_upload_id) {
          throw AppError.fields({ captions_upload_id: ["invalid"] });
        }
        const videoCaptionsKey = input.captions_upload_id
          ? await claimCaptions(tx, scope, input.captions_upload_id)
          : null;
        return insertQuestion(tx, {
          ...scope,
          values: {
            ...video,
            videoCaptionsKey,
            text: input.text,
            categoryId,
            answerTimeSeconds: input.answer_time_seconds,
            createdById: scope.userId,
            createdAt: now,
            updatedAt: now,
          },
        });
      });
      return getQuestion(scope, row.id);
    },

    async update(scope: MemberScope, questionId: string, input: UpdatePrerecordedQuestionInput) {
      await db.transaction(async (tx) => {
        const locked = await lockOwnQuestion(tx, { ...scope, questionId });
        if (!locked) throw AppError.notFound();
        const values: QuestionValues = { updatedAt: clock() };
        if (input.text !== undefined) values.text = input.text;
        if (input.answer_time_seconds !== undefined) {
          values.answerTimeSeconds = input.answer_time_seconds;
        }
        if (input.category_id !== undefined) {
          values.categoryId = await resolveCategory(tx, scope, input.category_id);
        }
        if (input.video_upload_id === null) {
          // The file stays: interviews that copied the question may still show it.
          values.videoKey = null;
          values.videoContentType = null;
          values.videoCaptionsKey = null;
        } else if (input.video_upload_id !== undefined) {
          Object.assign(values, await claimVideo(tx, scope, input.video_upload_id));
          // Captions belong to the video they were written for.
          values.videoCaptionsKey = null;
        }
        if (input.captions_upload_id === null) values.videoCaptionsKey = null;
        else if (input.captions_upload_id !== undefined) {
          const hasVideo =
            input.video_upload_id !== undefined
              ? input.video_upload_id !== null
              : locked.videoKey !== null;
          if (!hasVideo) throw AppError.fields({ captions_upload_id: ["invalid"] });
          values.videoCaptionsKey = await claimCaptions(tx, scope, input.captions_upload_id);
        }
        await updateQuestion(tx, { ...scope, questionId, values });
      });
      return getQuestion(scope, questionId);
    },

    /**
     * The prompt video's file stays: interviews that copied the question point at the same
     * stored file (decision 0009 copies questions, not their bytes).
     */
    async remove(scope: LibraryScope, questionId: string) {
      if (!(await deleteQuestion(db, { ...scope, questionId }))) throw AppError.notFound();
    },
  };

  // ---- Custom sets ----

  /** The organization's or Candor's questions, or 422 `invalid` on `question_ids`. */
  async function assertQuestionsVisible(tx: Database, scope: LibraryScope, ids: string[]) {
    const visible = await findVisibleQuestionIds(tx, { ...scope, questionIds: ids });
    if (ids.some((id) => !visible.has(id))) {
      throw AppError.fields({ question_ids: ["invalid"] });
    }
  }

  async function getSet(scope: LibraryScope, setId: string) {
    const row = await findCustomSet(db, { ...scope, setId });
    if (!row) throw AppError.notFound();
    const questionsBySet = await customSetQuestionRows(db, { ...scope, setIds: [row.id] });
    return serializeCustomSet(row, questionsBySet.get(row.id) ?? []);
  }

  const customSets = {
    get: getSet,

    async list(scope: LibraryScope, query: ListCustomSetsQuery) {
      const filter = { ...scope, q: query.q || undefined };
      const [rows, count] = await Promise.all([
        listCustomSets(db, { ...filter, limit: query.limit, offset: pageOffset(query) }),
        countCustomSets(db, filter),
      ]);
      const questionsBySet = await customSetQuestionRows(db, {
        ...scope,
        setIds: rows.map((row) => row.id),
      });
      return {
        data: rows.map((row) => serializeCustomSet(row, questionsBySet.get(row.id) ?? [])),
        count,
      };
    },

    async create(scope: MemberScope, input: CreateCustomSetInput) {
      const row = await db.transaction(async (tx) => {
        await assertQuestionsVisible(tx, scope, input.question_ids);
        const set = await insertCustomSet(tx, {
          ...scope,
          name: input.name,
          createdById: scope.userId,
          now: clock(),
        });
        await setCustomSetQuestions(tx, {
          ...scope,
          setId: set.id,
          questionIds: input.question_ids,
        });
        return set;
      });
      return getSet(scope, row.id);
    },

    async update(scope: LibraryScope, setId: string, input: UpdateCustomSetInput) {
      await db.transaction(async (tx) => {
        if (!(await findCustomSet(tx, { ...scope, setId, lock: true }))) {
          throw AppError.notFound();
        }
        if (input.question_ids !== undefined) {
          await assertQuestionsVisible(tx, scope, input.question_ids);
          await setCustomSetQuestions(tx, { ...scope, setId, questionIds: input.question_ids });
        }
        await updateCustomSet(tx, {
          ...scope,
          setId,
          values: { ...(input.name !== undefined ? { name: input.name } : {}), updatedAt: clock() },
        });
      });
      return getSet(scope, setId);
    },

    async remove(scope: LibraryScope, setId: string) {
      if (!(await deleteCustomSet(db, { ...scope, setId }))) throw AppError.notFound();
    },
  };

  return { categories, questions, customSets };
}

export type ContentLibraryService = ReturnType<typeof createContentLibraryService>;
