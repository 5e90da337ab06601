package edu.northfield.stacks.dao;

import edu.northfield.stacks.model.Book;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

public class BookDao {
    private static final String COLUMNS = "id, isbn, title, author, shelf";

    private final DataSource dataSource;

    public BookDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<Book> searchByTitle(String term) throws SQLException {
        String sql = "SELECT " + COLUMNS + " FROM books WHERE title LIKE '%" + term + "%' ORDER BY title";
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            return readAll(rs);
        }
    }

    public List<Book> listShelf(String shelf, String orderColumn) throws SQLException {
        // orderColumn comes from CatalogueService.SORTABLE, never from the request directly
        String sql = "SELECT " + COLUMNS + " FROM books WHERE shelf = ? ORDER BY " + orderColumn;
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, shelf);
            try (ResultSet rs = ps.executeQuery()) {
                return readAll(rs);
            }
        }
    }

    public Book findById(long id) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT " + COLUMNS + " FROM books WHERE id = " + id)) {
            List<Book> books = readAll(rs);
            return books.isEmpty() ? null : books.get(0);
        }
    }

    public Book findByIsbn(String isbn) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM books WHERE isbn = ?")) {
            ps.setString(1, isbn);
            try (ResultSet rs = ps.executeQuery()) {
                List<Book> books = readAll(rs);
                return books.isEmpty() ? null : books.get(0);
            }
        }
    }

    public int countByAuthor(String author) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
            ResultSet rs = st.executeQuery("SELECT count(*) FROM books WHERE author = '" + author + "'");
            rs.next();
            return rs.getInt(1);
        }
    }

    private static List<Book> readAll(ResultSet rs) throws SQLException {
        List<Book> books = new ArrayList<>();
        while (rs.next()) {
            books.add(new Book(rs.getLong("id"), rs.getString("isbn"), rs.getString("title"),
                    rs.getString("author"), rs.getString("shelf")));
        }
        return books;
    }
}
