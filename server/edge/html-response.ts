/** Whether an answer is a page's HTML: what page headers, rewrites, caching and status apply to (not an RSC payload). */
export const isHtmlResponse = (response: Response): boolean => (response.headers.get('Content-Type') ?? '').startsWith('text/html');
