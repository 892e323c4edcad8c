import { Anchor, Box, Button, Card, Container, Grid, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { RESOURCE_PAGE_SIZE } from '@fleetgraph/shared/constants';
import { Pagination } from '../../components/pagination';
import { RESOURCES, RESOURCE_SECTIONS, type Resource, type ResourceCategory } from './resources-content';

function ResourceCard({ resource, onReadMore }: { resource: Resource; onReadMore: () => void }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Card.Section>
        <Image src={resource.image} alt="" h={140} fit="cover" />
      </Card.Section>
      {/* The stack fills the card and the button takes the slack above it, so the READ MORE
          buttons of a row line up whatever the length of each card's text. */}
      <Stack gap={6} mt="sm" flex={1}>
        <Text size="xs" c="dimmed">
          {resource.subTitle}
        </Text>
        <Title order={4}>{resource.title}</Title>
        <Text size="sm" c="dark.4" lineClamp={3}>
          {resource.shortDesc}
        </Text>
        <Button variant="light" size="xs" mt="auto" onClick={onReadMore} aria-label={`Read more: ${resource.title}`}>
          READ MORE
        </Button>
      </Stack>
    </Card>
  );
}

function ResourceSection({ id, title, onReadMore }: {
  id: ResourceCategory;
  title: string;
  onReadMore: (resource: Resource) => void;
}) {
  const [page, setPage] = useState(1);
  const items = RESOURCES.filter((resource) => resource.category === id);
  const shown = items.slice((page - 1) * RESOURCE_PAGE_SIZE, page * RESOURCE_PAGE_SIZE);
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 80 }}>
      <Title order={2} id={`${id}-title`} mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="md">
        {shown.map((resource) => (
          <ResourceCard key={resource.id} resource={resource} onReadMore={() => onReadMore(resource)} />
        ))}
      </SimpleGrid>
      {items.length > RESOURCE_PAGE_SIZE && (
        <Pagination page={page} pageSize={RESOURCE_PAGE_SIZE} total={items.length} onChange={setPage} />
      )}
    </Box>
  );
}

function ResourceDetail({ resource, onBack }: { resource: Resource; onBack: () => void }) {
  return (
    <Stack maw={820}>
      <Anchor component="button" type="button" onClick={onBack} w="fit-content">
        ← Back
      </Anchor>
      <Text size="sm" c="dimmed">
        {resource.subTitle}
      </Text>
      <Title order={1}>{resource.title}</Title>
      {/* The whole image, labels included, at its own aspect ratio and never wider than drawn;
          width and height let the browser hold its space before it loads. */}
      <Image src={resource.image} alt="" radius="md" width={640} height={360} maw={640} h="auto" fit="contain" />
      {resource.content.map((paragraph) => (
        <Text key={paragraph.slice(0, 40)} lh={1.7}>
          {paragraph}
        </Text>
      ))}
      <Button variant="default" onClick={onBack} w="fit-content">
        Back
      </Button>
    </Stack>
  );
}

export function ResourcesPage() {
  const [open, setOpen] = useState<Resource | null>(null);
  const listScrollY = useRef(0);
  const scrollAfterRender = useRef<number | null>(null);

  // Scrolls once the article or the list is on screen: earlier, the page may be too short to get there.
  useLayoutEffect(() => {
    if (scrollAfterRender.current === null) return;
    window.scrollTo(0, scrollAfterRender.current);
    scrollAfterRender.current = null;
  }, [open]);

  // An article opens at its top, and Back returns to the card it was opened from.
  const readMore = (resource: Resource) => {
    listScrollY.current = window.scrollY;
    scrollAfterRender.current = 0;
    setOpen(resource);
  };
  const back = () => {
    scrollAfterRender.current = listScrollY.current;
    setOpen(null);
  };
  return (
    <Container size="xl" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Stack gap="xs" component="nav" aria-label="Resources sections" pos="sticky" top={80}>
            {RESOURCE_SECTIONS.map((section) => (
              <Anchor key={section.id} href={`#${section.id}`} onClick={() => setOpen(null)} size="sm">
                {section.title}
              </Anchor>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 10 }}>
          {open && <ResourceDetail resource={open} onBack={back} />}
          {/* Hidden, not unmounted, while an article is open: each section keeps its page, so Back
              finds the same cards at the same scroll position. */}
          <Stack gap={48} display={open ? 'none' : undefined}>
            {RESOURCE_SECTIONS.map((section) => (
              <ResourceSection key={section.id} id={section.id} title={section.title} onReadMore={readMore} />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
