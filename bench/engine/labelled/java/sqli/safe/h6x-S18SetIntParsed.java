package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-s18setintparsed")
public class S18SetIntParsed extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try (Connection c = DriverManager.getConnection("jdbc:x"); PreparedStatement ps = c.prepareStatement("SELECT * FROM t WHERE id = ?")) {
            ps.setInt(1, Integer.parseInt(request.getParameter("id")));
            ps.executeQuery();
        } catch (java.sql.SQLException e) { throw new ServletException(e); }
    }
}
