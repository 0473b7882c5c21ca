/**
 * How many and how large the files of a chat message may be (src/schemas/chat-files.ts has the rest of the rules): a
 * module of its own because the API client's error messages name the size, and every dashboard page loads them at
 * start, while the type rules are needed only where a file is checked.
 */
/** 10 MB: a photo, a scanned PDF or an office document fits. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_FILE_MAX_MB = CHAT_FILE_MAX_BYTES / (1024 * 1024);
/** Files one message carries at most. */
export const CHAT_FILES_PER_MESSAGE = 10;
/** A file name's length at most (characters). */
export const CHAT_FILE_NAME_MAX = 200;
