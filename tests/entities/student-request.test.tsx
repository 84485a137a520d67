import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $studentRequests,
  $studentRequestsError,
  $studentRequestsStatus,
  fetchStudentRequestsFx,
  requestDetailFields,
  requestLocation,
  requestsOfStudent,
  requestStatusColor,
  RequestStatusBadge,
  studentRequestsRequested,
  type StudentTutorRequest,
} from '@/entities/student-request';
import { ApiError } from '@/shared/api';
import { theme } from '@/shared/config';
import { makeRequest, requests } from '../../stories/pages/member-fixtures';

describe('request status colours', () => {
  it('colours completed and approved green, rejected red, anything else yellow', () => {
    expect(requestStatusColor('completed')).toBe('green');
    expect(requestStatusColor('approved')).toBe('green');
    expect(requestStatusColor('Rejected')).toBe('red');
    expect(requestStatusColor('pending')).toBe('yellow');
    expect(requestStatusColor('on hold')).toBe('yellow');
  });

  it('shows the status as a badge in its colour', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <RequestStatusBadge status="rejected" />
      </MantineProvider>,
    );
    expect(screen.getByText('Rejected').closest('[data-status-color]')).toHaveAttribute('data-status-color', 'red');
  });
});

describe('request details', () => {
  it('lists the modal\'s fields in the spec\'s order with readable values', () => {
    const fields = requestDetailFields(
      makeRequest({ tutoringType: 'group', preferredTutor: 'any', institution: '', notes: '  ', medium: 'english-medium' }),
    );
    expect(fields.map((field) => field.label)).toEqual([
      'Name',
      'Number of Students',
      'Gender',
      'Institution',
      'District',
      'Area',
      'Details',
      'Medium',
      'Class',
      'Subjects',
      'Type',
      'Days per Week',
      'Time',
      'Salary',
      'Preferred Tutor',
      'Additional Notes',
    ]);
    const value = (label: string) => fields.find((field) => field.label === label)?.value;
    expect(value('Institution')).toBe('N/A');
    expect(value('Medium')).toBe('English Medium');
    expect(value('Type')).toBe('Group Study');
    expect(value('Preferred Tutor')).toBe('No Preference');
    expect(value('Additional Notes')).toBe('None');
  });

  it('reads the location as "Area, District", falling back to location', () => {
    expect(requestLocation(makeRequest({ area: 'Mirpur', district: 'Dhaka' }))).toBe('Mirpur, Dhaka');
    expect(requestLocation(makeRequest({ area: '', location: 'Uttara', district: 'Dhaka' }))).toBe('Uttara, Dhaka');
    expect(requestLocation(makeRequest({ area: '', location: '', district: '' }))).toBe('N/A');
  });

  it('keeps only the student\'s own requests, newest first', () => {
    const other = makeRequest({ _id: 'other', studentId: 9999, createdAt: '2025-07-01T00:00:00.000Z' });
    const own = requestsOfStudent([requests[2]!, other, requests[0]!, requests[1]!], 5001);
    expect(own.map((request) => request._id)).toEqual([requests[0]!._id, requests[1]!._id, requests[2]!._id]);
    // Without a studentId (not known yet) nothing is dropped.
    expect(requestsOfStudent([other], null)).toHaveLength(1);
  });
});

describe('student requests model', () => {
  it('loads the list', async () => {
    const scope = fork({ handlers: [[fetchStudentRequestsFx, async () => requests]] });
    await allSettled(studentRequestsRequested, { scope });
    expect(scope.getState($studentRequestsStatus)).toBe('ready');
    expect(scope.getState($studentRequests)).toHaveLength(3);
  });

  it('fails with the catalogue\'s "No tutor requests found" and the server\'s reason', async () => {
    const fetch = vi.fn(async (): Promise<StudentTutorRequest[]> => {
      throw new ApiError('Database unavailable', 503, true);
    });
    const scope = fork({ handlers: [[fetchStudentRequestsFx, fetch]] });
    await allSettled(studentRequestsRequested, { scope });
    expect(scope.getState($studentRequestsStatus)).toBe('error');
    expect(scope.getState($studentRequestsError)).toEqual({ title: 'No tutor requests found', detail: 'Database unavailable' });

    fetch.mockImplementation(async () => {
      throw new ApiError('Failed to fetch', 0, false);
    });
    await allSettled(studentRequestsRequested, { scope });
    expect(scope.getState($studentRequestsError)).toEqual({ title: 'No tutor requests found', detail: null });
  });
});
