import { useAppConfig } from "./app-config";

/**
 * The organization's subdomain a page is open on (`demo` of `demo.candor.example`), or null on
 * the product's own domain, an IP address or another host.
 */
export function subdomainOf(hostname: string, appDomain: string): string | null {
  const host = hostname.toLowerCase();
  const suffix = `.${appDomain.toLowerCase()}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label) ? label : null;
}

/** This page's organization subdomain, once the deployment's domain is known. */
export function useOrganizationSubdomain(): { subdomain: string | null; isLoaded: boolean } {
  const { config, isLoaded } = useAppConfig();
  return {
    subdomain: isLoaded ? subdomainOf(window.location.hostname, config.appDomain) : null,
    isLoaded,
  };
}
