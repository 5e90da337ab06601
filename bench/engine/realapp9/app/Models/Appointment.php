<?php

namespace App\Models;

use App\DTO\AppointmentFilter;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\DB;

class Appointment extends Model
{
    protected $fillable = ['patient_id', 'doctor_id', 'clinic_id', 'starts_at', 'ends_at', 'status', 'notes'];

    protected $casts = ['starts_at' => 'datetime', 'ends_at' => 'datetime'];

    private const SORTABLE = ['starts_at', 'status', 'created_at'];

    public function patient()
    {
        return $this->belongsTo(Patient::class);
    }

    public function scopeForClinic(Builder $query, int $clinicId): Builder
    {
        return $query->where('clinic_id', $clinicId);
    }

    public static function filtered(AppointmentFilter $filter)
    {
        $query = static::query()->forClinic($filter->clinicId)
            ->join('doctors', 'doctors.id', '=', 'appointments.doctor_id')
            ->select('appointments.*', 'doctors.name as doctor_name');

        if ($filter->status) {
            $query->where('appointments.status', $filter->status);
        }
        if ($filter->doctorName) {
            $query->whereRaw("doctors.name LIKE '%" . $filter->doctorName . "%'");
        }
        if ($filter->from && $filter->to) {
            $query->whereRaw('appointments.starts_at BETWEEN ? AND ?', [$filter->from, $filter->to]);
        }

        $column = in_array($filter->sort, self::SORTABLE, true) ? $filter->sort : 'starts_at';
        $query->orderByRaw("appointments.$column {$filter->direction}");

        return $query->paginate(25);
    }

    public static function search(string $term, string $order)
    {
        return static::query()
            ->where('notes', 'like', '%' . $term . '%')
            ->orderByRaw($order)
            ->limit(50)
            ->get();
    }

    public static function countsByStatus(int $clinicId)
    {
        return DB::table('appointments')
            ->select('status', DB::raw('COUNT(*) as total'))
            ->where('clinic_id', $clinicId)
            ->groupBy('status')
            ->get();
    }

    public static function saveNotes(int $id, string $notes): void
    {
        DB::statement("UPDATE appointments SET notes = '" . $notes . "', updated_at = NOW() WHERE id = " . $id);
    }

    public static function markCancelled(int $id, string $reason): void
    {
        DB::update('UPDATE appointments SET status = ?, cancel_reason = ? WHERE id = ?', ['cancelled', $reason, $id]);
    }
}
