package com.northwind.orders;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

@WebServlet("/orders/list")
public class SqlSortHeaderServlet extends HttpServlet {

    private DataSource dataSource;

    @Override
    public void init() throws ServletException {
        try {
            dataSource = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/orders");
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String sort = req.getHeader("X-Sort-By");
        if (sort == null || sort.isEmpty()) {
            sort = "created_at";
        }
        String sql = "SELECT id, customer, total FROM orders WHERE status = 'OPEN' ORDER BY " + sort;
        resp.setContentType("text/csv");
        PrintWriter out = resp.getWriter();
        try (Connection c = dataSource.getConnection();
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.println(rs.getLong(1) + "," + rs.getLong(3));
            }
        } catch (SQLException e) {
            throw new ServletException("order listing failed", e);
        }
    }
}
