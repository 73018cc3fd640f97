import { Container, Spinner } from '@meranti/design-system';
import { Tabs } from '@meranti/design-system/tabs';
import { lazy, Suspense, useId, useState } from 'react';
import { useWarmWhenIdle } from '../../../components/lazy/warm-when-idle';
import { SectionHeader } from '../../../components/section-header/SectionHeader';
import type { FreightInputs, RoiInputs } from '../calculator-math';
import type { CalculatorTabId } from '../calculator-tabs';
import type { CalculatorsContent } from '../calculators.schema';
import { StyledDisclaimer, StyledPanelLoading, StyledWorkspace } from '../styled/StyledWorkspace';
import { RoiCalculator } from './RoiCalculator';

// The default tab (4PL ROI) is prerendered and hydrates with the page; the other tabs' code (the
// freight maths, the coming-soon panels) loads when the browser is idle, or when one is chosen.
const loadFreight = () => import('./FreightCalculator');
const loadComingSoon = () => import('./ComingSoonPanel');
const FreightCalculator = lazy(() => loadFreight().then((m) => ({ default: m.FreightCalculator })));
const ComingSoonPanel = lazy(() => loadComingSoon().then((m) => ({ default: m.ComingSoonPanel })));

export interface CalculatorWorkspaceProps {
  readonly content: Pick<CalculatorsContent, 'calculators' | 'roi' | 'freight' | 'comingSoon'>;
  readonly tab: CalculatorTabId;
  readonly onTabChange: (tab: CalculatorTabId) => void;
  /** Opens the download dialog for the chosen item of a tab. */
  readonly onDownload: (tab: CalculatorTabId, resourceTitle: string) => void;
}

/** The example figures each field starts with. */
function defaults<K extends string>(fields: Record<K, { readonly defaultValue: string }>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(fields) as K[]) out[key] = fields[key].defaultValue;
  return out;
}

/** The four calculator tabs [docs/product-rules.md#calculators]: 4PL ROI (default), Freight Savings, Automation, Inventory. */
export function CalculatorWorkspace({ content, tab, onTabChange, onDownload }: CalculatorWorkspaceProps) {
  const headingId = useId();
  const { calculators, roi, freight, comingSoon } = content;
  // Kept here, not in the panels, so the entries survive switching tabs.
  const [roiValues, setRoiValues] = useState<RoiInputs>(() => defaults(roi.fields));
  const [freightValues, setFreightValues] = useState<FreightInputs>(() => defaults(freight.fields));
  useWarmWhenIdle(loadFreight, loadComingSoon);

  const renderPanel = (id: CalculatorTabId) => {
    switch (id) {
      case 'roi':
        return (
          <RoiCalculator
            roi={roi}
            labels={calculators}
            values={roiValues}
            onValuesChange={setRoiValues}
            onDownload={(title) => onDownload('roi', title)}
          />
        );
      case 'freight':
        return (
          <FreightCalculator
            freight={freight}
            labels={calculators}
            values={freightValues}
            onValuesChange={setFreightValues}
            onDownload={(title) => onDownload('freight', title)}
          />
        );
      case 'automation':
      case 'inventory':
        return <ComingSoonPanel panel={comingSoon[id]} labels={comingSoon} onRequest={(title) => onDownload(id, title)} />;
    }
  };

  return (
    <StyledWorkspace id={calculators.anchor} aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={calculators.eyebrow} heading={calculators.heading} intro={calculators.intro} />
        <Tabs
          ariaLabel={calculators.tabsLabel}
          items={calculators.tabs}
          value={tab}
          onChange={onTabChange}
          renderPanel={(id) => (
            <Suspense
              fallback={
                <StyledPanelLoading>
                  <Spinner label={calculators.loadingLabel} />
                </StyledPanelLoading>
              }
            >
              {renderPanel(id)}
            </Suspense>
          )}
        />
        <StyledDisclaimer>{calculators.disclaimer}</StyledDisclaimer>
      </Container>
    </StyledWorkspace>
  );
}
