import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.blog.list.queryOptions({ page: 1, limit: 3 })),
  component: HomePage,
});

function HomePage() {
  const posts = Route.useLoaderData();
  return (
    <Container component="main">
      <Typography variant="h1">Home</Typography>
      <ul>
        {posts.map((post) => (
          <li key={post.id}>{post.title}</li>
        ))}
      </ul>
    </Container>
  );
}
