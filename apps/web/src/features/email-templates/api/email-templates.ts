import { emailTemplatesEndpoints as endpoints } from "@candor/shared/endpoints/email-templates";
import type {
  EmailTemplateAttributes,
  EmailTemplateInput,
  EmailTemplateParams,
  EmailTemplateTrialInput,
} from "@candor/shared/schemas/email-templates";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";

/*
 * The organization's email templates (admins, issue 14): every kind in every language, saved,
 * reset to Candor's default, previewed on sample data and sent to oneself as a test.
 */

export type EmailTemplate = JsonApiRecord<EmailTemplateAttributes>;

export const emailTemplatesQueryKey = ["email-templates"] as const;

export const emailTemplatesQueryOptions = queryOptions({
  queryKey: emailTemplatesQueryKey,
  queryFn: async (): Promise<EmailTemplate[]> =>
    deserializeList<EmailTemplateAttributes>(await api(endpoints.listEmailTemplates)).records,
});

export function useEmailTemplateMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey });
  return {
    save: useMutation({
      mutationFn: ({ params, body }: { params: EmailTemplateParams; body: EmailTemplateInput }) =>
        api(endpoints.putEmailTemplate, { params, body }),
      onSuccess: refresh,
    }),
    reset: useMutation({
      mutationFn: (params: EmailTemplateParams) => api(endpoints.deleteEmailTemplate, { params }),
      onSuccess: refresh,
    }),
    preview: useMutation({
      mutationFn: async (body: EmailTemplateTrialInput) =>
        (await api(endpoints.previewEmailTemplate, { body })).data,
    }),
    test: useMutation({
      mutationFn: async (body: EmailTemplateTrialInput) =>
        (await api(endpoints.testEmailTemplate, { body })).data,
    }),
  };
}
