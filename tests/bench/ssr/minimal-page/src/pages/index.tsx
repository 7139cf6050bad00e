// The yardstick of bench:ssr: the least a Waku page rendered per request costs in workerd.
export default async function MinimalPage() {
  return (
    <main>
      <title>Minimal page</title>
      <h1>Minimal page</h1>
      <p>Rendered on the server for every request.</p>
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
