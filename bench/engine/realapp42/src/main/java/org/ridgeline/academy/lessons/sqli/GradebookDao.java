package org.ridgeline.academy.lessons.sqli;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

import org.springframework.stereotype.Repository;

@Repository
public class GradebookDao {

    private final DataSource dataSource;

    public GradebookDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public void updateGrade(long studentId, String courseCode, String grade) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             Statement st = conn.createStatement()) {
            st.executeUpdate("UPDATE grades SET grade = '" + grade + "' WHERE student_id = " + studentId
                    + " AND course_code = '" + courseCode + "'");
        }
    }

    public List<Grade> gradesFor(String courseCode, String cohort) throws SQLException {
        String sql = "SELECT g.student_id, g.course_code, g.grade FROM grades g JOIN students s ON s.id = g.student_id "
                + "WHERE g.course_code = ? AND s.cohort = ?";
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, courseCode);
            ps.setString(2, cohort);
            try (ResultSet rs = ps.executeQuery()) {
                return readGrades(rs);
            }
        }
    }

    public List<Grade> transcript(String studentNumber) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(
                     "SELECT student_id, course_code, grade FROM grades WHERE student_number = '" + studentNumber + "'")) {
            try (ResultSet rs = ps.executeQuery()) {
                return readGrades(rs);
            }
        }
    }

    public double average(String courseCode) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT AVG(points) FROM grades WHERE course_code = '" + courseCode + "'")) {
            return rs.next() ? rs.getDouble(1) : 0.0;
        }
    }

    public int purgeTerm(int year) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             Statement st = conn.createStatement()) {
            return st.executeUpdate("DELETE FROM grades WHERE term_year < " + year);
        }
    }

    private List<Grade> readGrades(ResultSet rs) throws SQLException {
        List<Grade> grades = new ArrayList<>();
        while (rs.next()) {
            grades.add(new Grade(rs.getLong("student_id"), rs.getString("course_code"), rs.getString("grade")));
        }
        return grades;
    }
}
