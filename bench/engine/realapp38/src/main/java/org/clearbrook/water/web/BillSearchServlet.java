package org.clearbrook.water.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.List;

import jakarta.inject.Inject;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.clearbrook.water.dao.InvoiceDao;
import org.clearbrook.water.model.Account;
import org.clearbrook.water.model.Invoice;
import org.owasp.encoder.Encode;

public class BillSearchServlet extends HttpServlet {

    @Inject
    InvoiceDao invoices;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Account account = (Account) request.getSession().getAttribute("account");
        String status = request.getParameter("status");
        String q = request.getParameter("q");
        int page = parsePage(request.getParameter("page"));

        List<Invoice> found;
        try {
            found = status == null ? invoices.findByAccount(account.getAccountNumber())
                    : invoices.findByStatus(account.getAccountNumber(), status);
        } catch (SQLException e) {
            throw new ServletException(e);
        }

        if ("fragment".equals(request.getParameter("view"))) {
            response.setContentType("text/html;charset=UTF-8");
            PrintWriter out = response.getWriter();
            if (found.isEmpty()) {
                out.println("<p class=\"empty\">No bills with status " + status + "</p>");
                out.println("<p class=\"hint\">Searched for " + Encode.forHtml(q) + "</p>");
            }
            out.println("<p class=\"pager\">Page " + page + "</p>");
            return;
        }

        request.setAttribute("invoices", found);
        request.setAttribute("query", q);
        request.setAttribute("count", found.size());
        request.getRequestDispatcher("/WEB-INF/jsp/bills.jsp").forward(request, response);
    }

    private static int parsePage(String raw) {
        try {
            return Math.max(1, Integer.parseInt(raw));
        } catch (NumberFormatException e) {
            return 1;
        }
    }
}
