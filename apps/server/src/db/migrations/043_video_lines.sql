-- Live video (issue 17 §1): a stream's playback addresses come from the configured lines
-- (LIVE_VIDEO_LINES, or the server's own demo origin), one per line, built from the stream's id
-- or room; a stored address per stream is no longer read.

alter table streams drop column pull_url;
