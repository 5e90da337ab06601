package edu.northfield.stacks.model;

import java.time.LocalDate;

public record Loan(long id, long bookId, long memberId, LocalDate dueDate, String status, String note) {
}
