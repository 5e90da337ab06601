package com.acme.wizard;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class WizardStepNumericServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = request.getSession();
        int step;
        try {
            step = Integer.parseInt(request.getParameter("step"));
        } catch (NumberFormatException e) {
            step = 1;
        }
        session.setAttribute("wizard.step", Math.max(1, Math.min(step, 5)));
        response.sendRedirect("wizard?step=next");
    }
}
