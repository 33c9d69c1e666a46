import { createHmac } from "node:crypto";
import type { IceServer } from "@candor/shared/schemas/live-room";
import type { IceConfig } from "../../config";

/**
 * The ICE servers a room participant's browser gets (only theirs: TURN relays bandwidth, its
 * credentials are not published). Nothing configured: an empty list, and the browsers connect by
 * host candidates (a LAN, the tests). With TURN_SECRET (coturn's `use-auth-secret` +
 * `static-auth-secret`), each participant gets a credential of their own that expires after
 * TURN_CREDENTIAL_TTL_SECONDS: coturn's "TURN REST API" scheme, username `<expiry>:<id>`,
 * credential base64(HMAC-SHA1(secret, username)).
 */
export function iceServersFor(
  config: IceConfig,
  participant: { id: string; now: Date },
): IceServer[] {
  const servers: IceServer[] = config.servers.map((server) => ({ ...server }));
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0) {
    if (config.turnSecret) {
      const expiry = Math.floor(participant.now.getTime() / 1000) + config.turnCredentialTtlSeconds;
      const username = `${expiry}:${participant.id}`;
      const credential = createHmac("sha1", config.turnSecret).update(username).digest("base64");
      servers.push({ urls: config.turnUrls, username, credential });
    } else {
      servers.push({
        urls: config.turnUrls,
        ...(config.turnUsername ? { username: config.turnUsername } : {}),
        ...(config.turnCredential ? { credential: config.turnCredential } : {}),
      });
    }
  }
  return servers;
}
