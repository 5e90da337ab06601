package org.ridgeline.academy.lessons.sqli;

public record GradeChange(long studentId, String courseCode, String grade) {
}
