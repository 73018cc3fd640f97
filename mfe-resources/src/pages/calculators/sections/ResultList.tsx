import { StyledResultList } from '../styled/StyledWorkspace';

export interface ResultItem {
  readonly key: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly value: string;
  readonly featured?: boolean;
}

/** Calculated figures as a description list (the featured one spans the full width). */
export function ResultList({ items }: { readonly items: readonly ResultItem[] }) {
  return (
    <StyledResultList>
      {items.map((item) => (
        <div key={item.key} data-result={item.key} data-featured={item.featured ? '' : undefined}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
          {item.hint && <dd data-hint>{item.hint}</dd>}
        </div>
      ))}
    </StyledResultList>
  );
}
