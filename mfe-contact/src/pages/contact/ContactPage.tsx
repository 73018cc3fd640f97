import { PageMeta, type PageProps } from '@meranti/platform';

export default function ContactPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta title="ContactPage" description="ContactPage" path={canonicalPath} />
      <h1>ContactPage</h1>
    </>
  );
}
