<?php

declare(strict_types=1);

namespace App\Models;

use App\Core\Model;

final class Lesson extends Model
{
    protected static string $table = 'lessons';
    protected static array $sortable = ['starts_at', 'instrument', 'room', 'teacher_id'];

    public function upcomingForStudent(int $studentId): array
    {
        return $this->db->all(
            'SELECT * FROM lessons WHERE student_id = ? AND starts_at > NOW() ORDER BY starts_at LIMIT 10',
            [$studentId],
        );
    }

    public function byInstrument(string $instrument): array
    {
        return $this->db->all("SELECT * FROM lessons WHERE instrument = '" . $instrument . "' ORDER BY starts_at");
    }

    public function inRoom(string $room): array
    {
        return $this->db->all('SELECT * FROM lessons WHERE room = :room ORDER BY starts_at', ['room' => $room]);
    }

    public function between(string $from, string $to): array
    {
        $where = "l.starts_at BETWEEN '$from' AND '$to'";
        return $this->db->all('SELECT l.*, t.name AS teacher FROM lessons l JOIN teachers t ON t.id = l.teacher_id WHERE ' . $where . ' ORDER BY l.starts_at');
    }

    public function reschedule(int $id, string $startsAt): int
    {
        return $this->db->execute('UPDATE lessons SET starts_at = ? WHERE id = ?', [$startsAt, $id]);
    }

    public function cancel(int $id): int
    {
        return $this->db->execute('UPDATE lessons SET cancelled = 1 WHERE id = ' . $id);
    }
}
