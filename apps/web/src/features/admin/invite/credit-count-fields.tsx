import { Grid, NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CREDIT_FIELDS } from '@fleetgraph/shared/contracts/organizations';

/** A required count >= 0: digits only, the message beneath once touched. */
export function CountInput<T extends FieldValues>({ control, name, label }: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk
          min={0}
          allowNegative={false}
          allowDecimal={false}
          hideControls
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The five request credits of an account (spec section 5). */
export function CreditCountFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <>
      {CREDIT_FIELDS.map((credit) => (
        <Grid.Col key={credit.name} span={{ base: 12, xs: 6, sm: 4 }}>
          <CountInput control={control} name={credit.name as Path<T>} label={credit.label} />
        </Grid.Col>
      ))}
    </>
  );
}
