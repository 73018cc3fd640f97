import { Icon, Visual as Picture } from '@meranti/design-system';
import type { HomeContent } from '../home.schema';
import {
  StyledAlert,
  StyledAlertIcon,
  StyledKpi,
  StyledKpis,
  StyledKpiTrend,
  StyledKpiValue,
  StyledLane,
  StyledLaneList,
  StyledLaneMode,
  StyledLaneName,
  StyledLaneStatus,
  StyledLanes,
  StyledLanesLabel,
  StyledLive,
  StyledLiveDot,
  StyledMap,
  StyledNetworkCard,
  StyledNetworkHeader,
  StyledNetworkTitle,
} from '../styled/StyledNetworkCard';
import networkMapSrc from '../visuals/network-map.svg';

type Visual = HomeContent['hero']['visual'];
type MapNode = Visual['nodes'][number];

/** A gently curved spoke from the hub to a market (pure geometry: same on server and client). */
function spoke(from: MapNode, to: MapNode): string {
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const bend = 0.18;
  return `M${from.x} ${from.y} Q${(mx - dy * bend).toFixed(1)} ${(my + dx * bend).toFixed(1)} ${to.x} ${to.y}`;
}

/** The hero's visual: a stylised control-tower card with the regional network and live KPIs. */
export function NetworkCard({ visual }: { readonly visual: Visual }) {
  const hub = visual.nodes.find((n) => n.hub) ?? visual.nodes[0];
  const markets = visual.nodes.filter((n) => n !== hub);
  return (
    <StyledNetworkCard aria-label={visual.label}>
      <StyledNetworkHeader>
        <StyledNetworkTitle>
          <Icon name="Gauge" size={18} />
          {visual.title}
        </StyledNetworkTitle>
        <StyledLive>
          <StyledLiveDot />
          {visual.status}
        </StyledLive>
      </StyledNetworkHeader>

      <StyledMap>
        <Picture src={networkMapSrc} width={400} height={250} alt="" decorative priority="wide" />
        <svg viewBox="0 0 400 250" role="img" aria-label={visual.mapLabel}>
          {hub && markets.map((n) => <path key={`route-${n.code}`} className="route" d={spoke(hub, n)} />)}
          {markets.map((n) => (
            <g key={n.code}>
              <circle className="node-halo" cx={n.x} cy={n.y} r={9} />
              <circle className="node" cx={n.x} cy={n.y} r={4} />
              <text
                className="label"
                x={n.label === 'left' ? n.x - 11 : n.x + 10}
                y={n.y + 4}
                textAnchor={n.label === 'left' ? 'end' : 'start'}
              >
                {n.code}
              </text>
            </g>
          ))}
          {hub && (
            <g>
              <circle className="hub-pulse" cx={hub.x} cy={hub.y} r={8} />
              <circle className="hub" cx={hub.x} cy={hub.y} r={7} />
              <text className="label label--hub" x={hub.x + 12} y={hub.y + 16}>
                {hub.code}
              </text>
            </g>
          )}
        </svg>
      </StyledMap>

      <StyledKpis>
        {visual.kpis.map((kpi) => (
          <StyledKpi key={kpi.label}>
            <dt>{kpi.label}</dt>
            <StyledKpiValue>{kpi.value}</StyledKpiValue>
            <StyledKpiTrend>{kpi.trend}</StyledKpiTrend>
          </StyledKpi>
        ))}
      </StyledKpis>

      <StyledLanes>
        <StyledLanesLabel>{visual.lanesLabel}</StyledLanesLabel>
        <StyledLaneList>
          {visual.lanes.map((lane) => (
            <StyledLane key={lane.lane}>
              <StyledLaneName>{lane.lane}</StyledLaneName>
              <StyledLaneMode>{lane.mode}</StyledLaneMode>
              <StyledLaneStatus $tone={lane.tone}>{lane.status}</StyledLaneStatus>
            </StyledLane>
          ))}
        </StyledLaneList>
      </StyledLanes>

      <StyledAlert>
        <StyledAlertIcon>
          <Icon name="Check" size={16} strokeWidth={3} />
        </StyledAlertIcon>
        <span>
          <strong>{visual.alert.title}</strong>
          {visual.alert.detail}
        </span>
      </StyledAlert>
    </StyledNetworkCard>
  );
}
