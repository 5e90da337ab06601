package org.clearbrook.water.web;

import java.io.IOException;
import java.net.URI;
import java.util.Set;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/payments/return")
public class PaymentReturnServlet extends HttpServlet {

    private static final Set<String> PAYMENT_HOSTS = Set.of("pay.clearbrook.org", "checkout.clearbrook.org");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String returnUrl = request.getParameter("returnUrl");
        String outcome = request.getParameter("outcome");
        long invoice = Long.parseLong(request.getParameter("invoice"));

        if ("cancelled".equals(outcome)) {
            response.sendRedirect(returnUrl);
            return;
        }
        if ("external".equals(outcome)) {
            URI uri = URI.create(returnUrl);
            if (PAYMENT_HOSTS.contains(uri.getHost())) {
                response.sendRedirect(uri.toString());
            } else {
                response.sendRedirect(request.getContextPath() + "/bills/search");
            }
            return;
        }
        if ("receipt".equals(outcome)) {
            response.setStatus(HttpServletResponse.SC_FOUND);
            response.setHeader("Location", request.getParameter("receiptUrl"));
            return;
        }
        response.sendRedirect(response.encodeRedirectURL(request.getContextPath() + "/bills/search?paid=" + invoice));
    }
}
