-- How a category field's value reads on the ad page, beyond its input type (issue 15): a build year is
-- a number without thousands separator ('2018', not '2.018'), an amount in euros reads as money and an
-- ISO date ('2024-05-17') as a date. NULL: by the type alone (a number with separators and its unit).
ALTER TABLE category_fields ADD COLUMN format text CHECK (format IN ('year', 'money', 'date'));

-- The demo's build-year fields, in databases seeded before this column.
UPDATE category_fields SET format = 'year' WHERE key = 'year' AND type = 'number';
