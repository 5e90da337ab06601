package org.ridgeline.academy.lessons.sqli;

public record Grade(long studentId, String courseCode, String grade) {
}
