import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { APPLICATION_STAGES, type ApplicationStage, ADMIN_APPLICATIONS as T } from "@staffing/shared";

/**
 * The stages as tabs, each with how many applications it holds under the other filters: the
 * stage filter, with its figures. "All" clears it.
 */
export function StageTabs({
  stage,
  counts,
  onChange,
}: {
  stage: ApplicationStage | undefined;
  counts: Record<ApplicationStage, number> | undefined;
  onChange: (stage: ApplicationStage | undefined) => void;
}) {
  const total = counts ? APPLICATION_STAGES.reduce((sum, value) => sum + counts[value], 0) : undefined;
  return (
    <Tabs
      value={stage ?? "all"}
      onChange={(_, value: ApplicationStage | "all") => onChange(value === "all" ? undefined : value)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={T.stageTabs}
      sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
    >
      <Tab value="all" label={T.allTab(total)} />
      {APPLICATION_STAGES.map((value) => (
        <Tab key={value} value={value} label={T.stageTab(value, counts?.[value])} />
      ))}
    </Tabs>
  );
}
