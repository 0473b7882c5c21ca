-- Team chat's system messages (docs/chat-api.md): when a group's owner changes its members, the conversation gets a
-- message of kind 'system' whose `change` holds who was added and removed (ids and names, as data), which each client
-- words in its reader's language; nothing of it is stored as text. A person's message is of kind 'text'.
alter table chat_messages add column kind text not null default 'text' check (kind in ('text', 'system'));
alter table chat_messages add column change jsonb;
