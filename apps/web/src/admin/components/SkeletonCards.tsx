import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { ADMIN_COMMON } from "@staffing/shared";

/** The loading state of a list: `count` grey cards (SPEC section 9 gives the count per screen). */
export function SkeletonCards({ count, height = 96 }: { count: number; height?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={ADMIN_COMMON.loading} data-testid="skeletons">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <Card key={index} variant="outlined" data-testid="skeleton-card">
          <CardContent>
            <Skeleton width="40%" height={28} />
            <Skeleton width="70%" />
            <Skeleton variant="rounded" height={height - 60} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
