import { Button, Heading, Icon, Text } from '@meranti/design-system';
import { type ReactNode, useId } from 'react';
import type { CalculatorsContent } from '../calculators.schema';
import {
  StyledAssumptions,
  StyledCalculatorLayout,
  StyledChartCard,
  StyledDownload,
  StyledFieldStack,
  StyledInputsCard,
  StyledPanelHeader,
  StyledPrefillNote,
  StyledResultsCard,
} from '../styled/StyledWorkspace';
import { type ResultItem, ResultList } from './ResultList';

export interface CalculatorShellProps {
  readonly labels: CalculatorsContent['calculators'];
  readonly heading: string;
  readonly intro: string;
  /** The number fields. */
  readonly fields: ReactNode;
  /** Shown under the fields (e.g. which input drives the maths). */
  readonly fieldsNote?: ReactNode;
  readonly results: readonly ResultItem[];
  /** The results drawn (a chart from the same figures), under the inputs from \`lg\`. */
  readonly chart?: ReactNode;
  readonly assumptions: readonly string[];
  readonly download: { readonly label: string; readonly note: string };
  readonly onDownload: () => void;
}

/** The layout both live calculators share: inputs, live results, assumptions, report action. */
export function CalculatorShell({
  labels,
  heading,
  intro,
  fields,
  fieldsNote,
  results,
  chart,
  assumptions,
  download,
  onDownload,
}: CalculatorShellProps) {
  const inputsId = useId();
  const resultsId = useId();
  return (
    <>
      <StyledPanelHeader>
        <Heading as="h3" $size="md">
          {heading}
        </Heading>
        <Text $tone="muted">{intro}</Text>
      </StyledPanelHeader>
      <StyledCalculatorLayout>
        <StyledInputsCard as="section" $bordered aria-labelledby={inputsId}>
          <Heading as="h4" id={inputsId} $size="sm">
            {labels.inputsHeading}
          </Heading>
          <StyledPrefillNote>
            <Icon name="Info" size={16} />
            {labels.prefillNote}
          </StyledPrefillNote>
          <StyledFieldStack>{fields}</StyledFieldStack>
          {fieldsNote}
        </StyledInputsCard>
        <StyledResultsCard as="section" $tone="dark" aria-labelledby={resultsId}>
          <Heading as="h4" id={resultsId} $size="sm">
            {labels.resultsHeading}
          </Heading>
          <ResultList items={results} />
          <StyledAssumptions>
            <p>{labels.assumptionsHeading}</p>
            <ul>
              {assumptions.map((a) => (
                <li key={a}>
                  <Icon name="CheckCircle" size={16} />
                  {a}
                </li>
              ))}
            </ul>
          </StyledAssumptions>
          <StyledDownload>
            <Button $variant="accent" $size="lg" $block aria-haspopup="dialog" onClick={onDownload}>
              <Icon name="Download" size={18} />
              {download.label}
            </Button>
            <p>{download.note}</p>
          </StyledDownload>
        </StyledResultsCard>
        {chart && <StyledChartCard $bordered>{chart}</StyledChartCard>}
      </StyledCalculatorLayout>
    </>
  );
}
