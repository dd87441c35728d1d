-- The platform team's services (resume review, career consultation, interview practice): a seeker's
-- request opens a service chat, answered by editors in the admin inbox.
INSERT INTO "services" ("slug", "title_ru", "title_en", "description_ru", "description_en", "icon", "price_rub", "position") VALUES
	('resume-review', 'Проверка резюме', 'Résumé review',
	 'Карьерный консультант прочитает ваше резюме и подскажет, что поправить, чтобы работодатели откликались чаще: структура, формулировки достижений, ключевые навыки.',
	 'A career consultant reads your résumé and tells you what to change so that employers answer more often: structure, how achievements are worded, key skills.',
	 NULL, NULL, 1),
	('career-consultation', 'Карьерная консультация', 'Career consultation',
	 'Разговор с консультантом о следующем шаге: куда расти, какие вакансии смотреть, на какую зарплату рассчитывать и как сменить профессию.',
	 'A conversation with a consultant about your next step: where to grow, which vacancies to look at, what salary to expect and how to change careers.',
	 NULL, NULL, 2),
	('interview-practice', 'Тренировка собеседования', 'Interview practice',
	 'Пробное собеседование с разбором: типичные вопросы для вашей должности, рассказ о себе, вопросы о зарплате — и обратная связь по каждому ответу.',
	 'A mock interview with feedback: the usual questions for your position, telling your story, talking about salary — and notes on every answer.',
	 NULL, NULL, 3)
ON CONFLICT ("slug") DO NOTHING;
