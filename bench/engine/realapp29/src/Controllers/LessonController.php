<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Database;
use App\Core\Request;
use App\Core\Response;
use App\Core\Session;
use App\Models\Lesson;
use App\Models\Teacher;

final class LessonController extends Controller
{
    private Lesson $lessons;

    public function __construct(Request $request, Database $db, Session $session)
    {
        parent::__construct($request, $db, $session);
        $this->lessons = new Lesson($db);
    }

    public function index(): Response
    {
        $instrument = (string) $this->request->query('instrument', '');
        $sort = (string) $this->request->query('sort', 'starts_at');

        if ($instrument !== '') {
            $lessons = $this->lessons->byInstrument($instrument);
        } elseif ($this->request->has('raw_sort')) {
            $lessons = $this->lessons->orderBy($this->request->query('raw_sort'), 'ASC');
        } else {
            $lessons = $this->lessons->sortedBy($sort, (string) $this->request->query('dir', 'asc'));
        }

        return $this->render('lessons/index', [
            'title' => 'Lessons',
            'lessons' => $lessons,
            'instrument' => $instrument,
            'sort' => $sort,
        ]);
    }

    public function calendar(): Response
    {
        $from = (string) $this->request->query('from', date('Y-m-d'));
        $to = (string) $this->request->query('to', date('Y-m-d', strtotime('+7 days')));
        $weekday = (string) $this->request->query('weekday', 'monday');

        $teachers = new Teacher($this->db);
        return $this->json([
            'lessons' => $this->lessons->between($from, $to),
            'teachers' => $teachers->availableOn($weekday),
        ]);
    }

    public function show(string $id): Response
    {
        $lesson = $this->lessons->find($id);
        if ($lesson === null) {
            return $this->render('errors/404', ['path' => '/lessons/' . $id], 404);
        }
        $tab = (string) $this->request->query('tab', 'notes');
        $teacher = (new Teacher($this->db))->byName((string) $this->request->query('teacher', ''));

        return $this->render('lessons/show', ['title' => 'Lesson', 'lesson' => $lesson, 'tab' => $tab, 'teacher' => $teacher]);
    }

    public function room(string $room): Response
    {
        return $this->render('lessons/index', [
            'title' => 'Room',
            'lessons' => $this->lessons->inRoom($room),
            'instrument' => '',
            'sort' => 'starts_at',
        ]);
    }

    public function cancel(): Response
    {
        $this->lessons->cancel($this->request->int('id'));
        $this->session->flash('Lesson cancelled.');
        return $this->redirect((string) $this->request->input('return_to', '/lessons'));
    }

    public function reschedule(): Response
    {
        $id = $this->request->int('id');
        $this->lessons->reschedule($id, $this->request->string('starts_at'));
        return $this->redirect('/lessons/' . $id);
    }
}
