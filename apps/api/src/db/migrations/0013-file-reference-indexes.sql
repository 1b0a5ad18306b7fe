-- The file collector (issue 13) asks of every file whether a row still names it, and deleting a file
-- row makes PostgreSQL ask the same for each foreign key. Without these, every question reads a table.
CREATE INDEX ad_images_file_idx ON ad_images (file_id);
CREATE INDEX users_gallery_idx ON users (gallery_id) WHERE gallery_id IS NOT NULL;
CREATE INDEX categories_gallery_idx ON categories (gallery_id) WHERE gallery_id IS NOT NULL;
CREATE INDEX booths_logo_idx ON booths (logo_id) WHERE logo_id IS NOT NULL;
CREATE INDEX booths_banner_idx ON booths (banner_id) WHERE banner_id IS NOT NULL;
-- The sweep reads unattached uploads oldest first.
CREATE INDEX files_created_idx ON files (created_at);
