-- The AI-assistant template chats: every seeker's chat list shows them; a first message to one
-- creates the seeker's own assistant chat (template_id = the template).
INSERT INTO "chats" ("kind", "title", "icon", "is_visible") VALUES
	('template', 'Найти работу', NULL, true),
	('template', 'Улучшить резюме', NULL, true),
	('template', 'Подготовиться к собеседованию', NULL, true);
