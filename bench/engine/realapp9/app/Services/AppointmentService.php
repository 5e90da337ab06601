<?php

namespace App\Services;

use App\DTO\AppointmentFilter;
use App\Models\Appointment;
use Illuminate\Support\Facades\DB;

class AppointmentService
{
    public function __construct(private MailService $mail)
    {
    }

    public function list(AppointmentFilter $filter)
    {
        return Appointment::filtered($filter);
    }

    public function book(array $data, int $clinicId): Appointment
    {
        return DB::transaction(function () use ($data, $clinicId) {
            $appointment = Appointment::create([
                'patient_id' => $data['patient_id'],
                'doctor_id' => $data['doctor_id'],
                'clinic_id' => $clinicId,
                'starts_at' => $data['starts_at'],
                'ends_at' => $data['ends_at'],
                'status' => 'booked',
                'notes' => $data['notes'] ?? null,
            ]);
            DB::insert(
                'INSERT INTO slot_holds (doctor_id, starts_at, released) VALUES (?, ?, 0)',
                [$data['doctor_id'], $data['starts_at']]
            );
            $this->mail->confirmation($appointment);
            return $appointment;
        });
    }

    public function cancelledWithReason(string $reason, int $clinicId)
    {
        $table = 'appointments';
        return DB::select(
            "SELECT id, starts_at FROM {$table} WHERE clinic_id = {$clinicId} AND cancel_reason = '" . $reason . "'"
        );
    }

    public function upcomingForDoctor(int $doctorId, string $date)
    {
        return DB::table('appointments')
            ->where('doctor_id', $doctorId)
            ->whereDate('starts_at', $date)
            ->orderBy('starts_at')
            ->get();
    }
}
