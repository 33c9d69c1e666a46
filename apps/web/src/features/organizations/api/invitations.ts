import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import type {
  CreateInvitationInput,
  InvitationAttributes,
} from "@candor/shared/schemas/organizations";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";
import { organizationsQueryKey } from "./organization";

/** An open invitation (admins), camelCased. */
export type Invitation = JsonApiRecord<InvitationAttributes>;

/** Open invitations rarely run into the dozens: one page of the largest size shows them all. */
export const INVITATIONS_PAGE_SIZE = 100;

export const invitationsQueryKey = [...organizationsQueryKey, "invitations"] as const;

function readInvitation(document: JsonApiDocument): Invitation {
  const invitation = deserialize<InvitationAttributes>(document);
  if (!invitation) throw new TypeError("The response holds no invitation");
  return invitation;
}

/** `GET /v1/invitations`: open invitations, newest first. */
export async function listInvitations(): Promise<DeserializedList<Invitation>> {
  const document = await api(organizationsEndpoints.listInvitations, {
    query: { page: 1, limit: INVITATIONS_PAGE_SIZE },
  });
  return deserializeList<InvitationAttributes>(document);
}

export const invitationsQueryOptions = queryOptions({
  queryKey: invitationsQueryKey,
  queryFn: listInvitations,
});

/** `POST /v1/invitations`: field errors on `email` (`taken`, `already_invited`) and `permissions`. */
export async function createInvitation(input: CreateInvitationInput): Promise<Invitation> {
  return readInvitation(await api(organizationsEndpoints.createInvitation, { body: input }));
}

/** `POST /v1/invitations/{id}/resend`: a new link by email; the old one stops working. */
export async function resendInvitation(id: string): Promise<Invitation> {
  return readInvitation(await api(organizationsEndpoints.resendInvitation, { params: { id } }));
}

/** `DELETE /v1/invitations/{id}`: the link stops working. */
export async function revokeInvitation(id: string): Promise<void> {
  await api(organizationsEndpoints.revokeInvitation, { params: { id } });
}

function useInvitationMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}

export const useCreateInvitation = () => useInvitationMutation(createInvitation);
export const useResendInvitation = () => useInvitationMutation(resendInvitation);
export const useRevokeInvitation = () => useInvitationMutation(revokeInvitation);
