/** Base addresses of the two legacy services; an empty string means the app's own origin. */
export interface BaseUrls {
  readonly api: string;
  readonly apigen: string;
}

const underPrefix = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

const withoutTrailingSlash = (base: string): string => base.replace(/\/+$/, '');

/** `/apigen/…` goes to the generic service, `/api/…` to the programme service, anything else stays as given. */
export const urlResolver =
  ({ api, apigen }: BaseUrls) =>
  (path: string): string => {
    if (underPrefix(path, '/apigen')) return withoutTrailingSlash(apigen) + path;
    if (underPrefix(path, '/api')) return withoutTrailingSlash(api) + path;
    return path;
  };
