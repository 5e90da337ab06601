<?php

namespace App\Repositories;

use App\Models\Booking;
use Illuminate\Support\Facades\DB;

class BookingRepository
{
    private const SORT_COLUMNS = ['starts_at', 'total', 'reference'];

    public function findByReference(?string $reference)
    {
        return DB::table('bookings')->where('reference', $reference)->first();
    }

    public function findForCustomer(?string $email, string $status)
    {
        return DB::select(
            "SELECT b.* FROM bookings b JOIN users u ON u.id = b.user_id WHERE u.email = '" . $email . "' AND b.status = ?",
            [$status]
        );
    }

    public function upcoming(int $days, string $sort)
    {
        $column = in_array($sort, self::SORT_COLUMNS, true) ? $sort : 'starts_at';

        return Booking::whereRaw('starts_at <= DATE_ADD(NOW(), INTERVAL ' . $days . ' DAY)')
            ->orderByRaw($column . ' ASC')
            ->get();
    }

    public function revenueBy(string $groupColumn, string $from)
    {
        return Booking::selectRaw($groupColumn . ', SUM(total) AS revenue')
            ->where('starts_at', '>=', $from)
            ->groupBy(DB::raw($groupColumn))
            ->get();
    }

    public function revenueByMonth(string $from)
    {
        return Booking::selectRaw('MONTH(starts_at) AS month, SUM(total) AS revenue')
            ->whereRaw('starts_at >= ?', [$from])
            ->groupByRaw('MONTH(starts_at)')
            ->get();
    }
}
