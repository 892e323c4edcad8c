import { Anchor, Button, SegmentedControl, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import classes from './quick-search-bar.module.css';

type SearchMode = 'name' | 'imoid';

/** The header's quick search: name or IMO number; an empty value searches everything ('*'). */
export function QuickSearchBar() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<SearchMode>('name');
  const [value, setValue] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searched = value.trim() === '' ? '*' : value.trim();
    navigate(`/search?type=${mode}&value=${encodeURIComponent(searched)}`);
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Quick search">
      <div className={classes.row}>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(next) => setMode(next as SearchMode)}
          data={[
            { value: 'name', label: 'Name' },
            { value: 'imoid', label: 'IMO' },
          ]}
          aria-label="Search by"
        />
        <TextInput
          size="xs"
          className={classes.input}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={mode === 'name' ? 'Vessel, company or person' : 'IMO number, 7 digits'}
          aria-label={mode === 'name' ? 'Name' : 'IMO number'}
        />
        <Button size="xs" type="submit" color="teal">
          Search
        </Button>
        <Anchor component={Link} to="/search" size="xs" c="gray.3" className={classes.advanced}>
          Advanced Search
        </Anchor>
      </div>
    </form>
  );
}
