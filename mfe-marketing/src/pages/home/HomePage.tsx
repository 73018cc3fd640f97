import { PageMeta, Link, type PageProps } from '@meranti/platform';
import { styled } from 'styled-components';
import { useState } from 'react';

const Title = styled.h1`color: teal;`;

export default function HomePage({ canonicalPath }: PageProps) {
  const [n, setN] = useState(0);
  return (
    <>
      <PageMeta title="Home" description="Home desc" path={canonicalPath} />
      <Title>Home page</Title>
      <button type="button" onClick={() => setN(n + 1)}>clicked {n}</button>
      <Link href="/contact">Contact</Link>
    </>
  );
}
