<?php

namespace App\Repositories;

use App\Models\Patient;
use Illuminate\Support\Facades\DB;

class PatientRepository
{
    public function search(array $criteria, int $clinicId)
    {
        $query = Patient::query()->where('clinic_id', $clinicId);

        if (!empty($criteria['name'])) {
            $query->where(function ($q) use ($criteria) {
                $q->where('last_name', 'like', $criteria['name'] . '%')
                  ->orWhere('first_name', 'like', $criteria['name'] . '%');
            });
        }
        if (!empty($criteria['born_after'])) {
            $query->whereRaw("birth_date >= '" . $criteria['born_after'] . "'");
        }
        if (!empty($criteria['insurer'])) {
            $query->whereRaw('insurer_code = ?', [$criteria['insurer']]);
        }

        return $query->orderBy('last_name')->get();
    }

    public function find(int $id, int $clinicId): ?Patient
    {
        return Patient::where('id', $id)->where('clinic_id', $clinicId)->first();
    }

    public function findByReference(string $reference)
    {
        $rows = DB::select("SELECT * FROM patients WHERE external_ref = '{$reference}' LIMIT 1");
        return $rows[0] ?? null;
    }

    public function visitHistory(int $patientId, string $year)
    {
        return DB::select(
            'SELECT a.starts_at, d.name AS doctor FROM appointments a JOIN doctors d ON d.id = a.doctor_id '
            . 'WHERE a.patient_id = ' . $patientId . ' AND YEAR(a.starts_at) = ' . DB::getPdo()->quote($year)
        );
    }
}
