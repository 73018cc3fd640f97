import { PageMeta, type PageProps } from '@meranti/platform';

export default function CalculatorsPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta title="CalculatorsPage" description="CalculatorsPage" path={canonicalPath} />
      <h1>CalculatorsPage</h1>
    </>
  );
}
