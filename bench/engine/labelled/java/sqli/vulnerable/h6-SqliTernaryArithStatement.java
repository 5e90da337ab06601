package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-sqliternaryarithstatement")
public class SqliTernaryArithStatement extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("account");
        if (param == null) param = "";
        int num = 106;
        String bar = (7 * 18) + num > 200 ? param : "This is a constant";
        String sql = "SELECT * FROM accounts WHERE owner = '" + bar + "'";
        try (Connection conn = DriverManager.getConnection("jdbc:hsqldb:mem:bench", "sa", "");
             Statement statement = conn.createStatement()) {
            ResultSet rs = statement.executeQuery(sql);
            while (rs.next()) {
                response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(rs.getString(1)));
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
